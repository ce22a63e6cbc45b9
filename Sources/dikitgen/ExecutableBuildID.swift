#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import MachO
#endif

/// The identifier the linker wrote into the running executable: ELF's GNU build ID on Linux,
/// the Mach-O `LC_UUID` of its image on Apple platforms. The linker
/// derives it from the executable's contents, so one build of dikitgen has one identifier on
/// every machine it is copied to, where its size and modification time do not (a summary
/// written by the same binary on two machines must be the same bytes, for a remote cache).
/// `nil` when the executable has none.
enum ExecutableBuildID {
    static let current: String? = read()

    #if canImport(Glibc)
    /// The executable's ELF program headers, read from `/proc/self/exe`: one `PT_NOTE`
    /// segment holds the `NT_GNU_BUILD_ID` note. A few kilobytes, read once per run.
    private static func read() -> String? {
        let descriptor = open("/proc/self/exe", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func bytes(at offset: Int, count: Int) -> [UInt8]? {
            guard count > 0, count <= 1 << 20 else { return nil }
            var buffer = [UInt8](repeating: 0, count: count)
            let read = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
            return read == count ? buffer : nil
        }
        // A 64-bit little-endian ELF file: its header says where the program headers are.
        guard let header = bytes(at: 0, count: 64), header[0..<4].elementsEqual([0x7f, 0x45, 0x4c, 0x46]),
              header[4] == 2, header[5] == 1 else { return nil }
        let programHeaders = Int(integer(header, at: 32, size: 8))
        let entrySize = Int(integer(header, at: 54, size: 2))
        let entryCount = Int(integer(header, at: 56, size: 2))
        guard entrySize >= 56, let table = bytes(at: programHeaders, count: entrySize * entryCount) else { return nil }
        let noteType: UInt64 = 4  // PT_NOTE
        for index in 0..<entryCount {
            let entry = index * entrySize
            guard integer(table, at: entry, size: 4) == noteType else { continue }
            let offset = Int(integer(table, at: entry + 8, size: 8))
            let size = Int(integer(table, at: entry + 32, size: 8))
            if let notes = bytes(at: offset, count: size), let id = buildIDNote(in: notes) { return hexadecimal(id) }
        }
        return nil
    }

    /// The little-endian integer of `size` bytes at `offset` of `bytes`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        (0..<size).reversed().reduce(0) { value, index in value << 8 | UInt64(bytes[offset + index]) }
    }

    /// The description of the `NT_GNU_BUILD_ID` note among `notes`, if any: each note is a
    /// header of three 32-bit words (name size, description size, type), then the name and the
    /// description, each padded to 4 bytes.
    private static func buildIDNote(in notes: [UInt8]) -> [UInt8]? {
        let gnuBuildID: UInt64 = 3
        var offset = 0
        func padded(_ size: Int) -> Int { (size + 3) & ~3 }
        while offset + 12 <= notes.count {
            let nameSize = Int(integer(notes, at: offset, size: 4))
            let descriptionSize = Int(integer(notes, at: offset + 4, size: 4))
            let type = integer(notes, at: offset + 8, size: 4)
            let name = offset + 12
            let description = name + padded(nameSize)
            guard description + descriptionSize <= notes.count else { return nil }
            if type == gnuBuildID, nameSize == 4, Array(notes[name..<(name + 4)]) == Array("GNU\0".utf8) {
                return Array(notes[description..<(description + descriptionSize)])
            }
            offset = description + padded(descriptionSize)
        }
        return nil
    }
    #elseif canImport(Darwin)
    /// The `LC_UUID` load command of the executable's image, the first dyld loaded.
    private static func read() -> String? {
        guard let header = _dyld_get_image_header(0) else { return nil }
        var command = UnsafeRawPointer(header) + MemoryLayout<mach_header_64>.size
        for _ in 0..<header.pointee.ncmds {
            let load = command.load(as: load_command.self)
            if load.cmd == UInt32(LC_UUID) {
                let uuid = command.load(as: uuid_command.self).uuid
                return hexadecimal(withUnsafeBytes(of: uuid) { Array($0) })
            }
            command += Int(load.cmdsize)
        }
        return nil
    }
    #else
    private static func read() -> String? { nil }
    #endif

    private static func hexadecimal(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

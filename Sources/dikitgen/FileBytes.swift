#if canImport(Glibc)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reading a whole file with the POSIX calls, into a buffer the caller reuses, and checking
/// its bytes without copying them.
enum FileBytes {
    struct Failure: Error {
        var reason: String
    }

    /// Reads the regular file at `path` into `buffer` (grown as needed) and passes its bytes
    /// to `body`, with the stamp `fstat` gave of the open file before it was read; fails with
    /// the reason when it cannot be opened or read. A FIFO or device is refused without
    /// blocking.
    static func withContents<Value>(
        of path: String, buffer: inout [UInt8], _ body: (UnsafeBufferPointer<UInt8>, FileStamp) -> Value
    ) -> Result<Value, Failure> {
        let failure = Result<Value, Failure>.failure(Failure(reason: "cannot read the file"))
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return failure }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return failure }
        // One byte more than the size, so that reaching the end needs no second buffer.
        let size = Int(status.st_size)
        var capacity = size + 1
        var count = 0
        // Once the size `fstat` gave is read, the end is taken as reached: asking the kernel
        // once more to hear "end of file" costs a system call per file. A file that grows
        // meanwhile is read as it was; one that reports no size is read to its end.
        while count < size || size == 0 {
            if buffer.count < capacity { buffer += repeatElement(0, count: capacity - buffer.count) }
            let readCount = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress! + count, capacity - count)
            }
            if readCount < 0 {
                if errno == EINTR { continue }
                return failure
            }
            if readCount == 0 { break }
            count += readCount
            // The file grew while it was read.
            if count == capacity { capacity *= 2 }
        }
        let stamp = FileStamp(status)
        return .success(buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count]), stamp) })
    }

    /// Whether the regular file at `path` holds exactly `bytes`; false when it cannot be
    /// read. It is read and compared a block at a time, so that a large file is never held
    /// whole next to the bytes; a file of another size is not read at all.
    static func contents(of path: String, equal bytes: UnsafeRawBufferPointer) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == bytes.count else {
            return false
        }
        let blockSize = 1 << 16
        let block = UnsafeMutableRawPointer.allocate(byteCount: blockSize, alignment: 16)
        defer { block.deallocate() }
        var compared = 0
        while compared < bytes.count {
            let readCount = systemRead(descriptor, block, min(blockSize, bytes.count - compared))
            if readCount < 0 && errno == EINTR { continue }
            guard readCount > 0, memcmp(block, bytes.baseAddress! + compared, readCount) == 0 else { return false }
            compared += readCount
        }
        return true
    }

    /// Creates or replaces the file at `path` with `bytes`, straight from their storage;
    /// false when it cannot be written whole.
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(bytes, toDescriptor: descriptor)
    }

    /// A path for a temporary file next to `path`, unique to this process and call, to
    /// write a file's new bytes to before renaming it over `path`: a reader, or another run
    /// writing at the same time, never sees part of a file.
    static func temporaryPath(nextTo path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).dikitgen-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes all of `bytes` to the open file `descriptor`, straight from their storage;
    /// false when they cannot be written whole.
    static func write(_ bytes: [UInt8], toDescriptor descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { write($0, toDescriptor: descriptor) }
    }

    /// Writes all of `chunks`, one after the other, to the open file `descriptor` with as
    /// few system calls as `writev` allows; false when they cannot be written whole.
    static func write(_ chunks: [OutputChunk], toDescriptor descriptor: Int32) -> Bool {
        withExtendedLifetime(chunks) {
            var vectors = chunks.compactMap { chunk in
                chunk.bytes.isEmpty ? nil : iovec(iov_base: UnsafeMutableRawPointer(mutating: chunk.bytes.baseAddress), iov_len: chunk.bytes.count)
            }
            var next = 0
            while next < vectors.count {
                let batch = min(vectors.count - next, maximumVectorsPerWrite)
                var written = vectors.withUnsafeBufferPointer { writev(descriptor, $0.baseAddress! + next, Int32(batch)) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                // Past what was written, the first vector written in part keeps its rest.
                while written > 0 {
                    if written >= vectors[next].iov_len {
                        written -= vectors[next].iov_len
                        next += 1
                    } else {
                        vectors[next].iov_base += written
                        vectors[next].iov_len -= written
                        written = 0
                    }
                }
            }
            return true
        }
    }

    /// `IOV_MAX` on Linux and macOS: how many vectors one `writev` takes.
    private static let maximumVectorsPerWrite = 1024

    static func write(_ bytes: UnsafeRawBufferPointer, toDescriptor descriptor: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    /// Whether `bytes` are valid UTF-8, without copying them: a word-at-a-time check that
    /// they are ASCII, the common case, else the standard library's validation.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        isASCII(bytes) || String(validating: bytes, as: UTF8.self) != nil
    }

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let wordCount = bytes.count / 8
        var combined: UInt64 = 0
        let raw = UnsafeRawPointer(base)
        for word in 0..<wordCount {
            combined |= raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        }
        for index in (wordCount * 8)..<bytes.count {
            combined |= UInt64(bytes[index])
        }
        return combined & 0x8080_8080_8080_8080 == 0
    }
}

/// Bytes in memory of their own, which never moves while they live, so that many chunks
/// can be written with one system call (`FileBytes.write(_:toDescriptor:)`). Sendable, as
/// the bytes are never written after they are copied in.
final class OutputChunk: @unchecked Sendable {
    let bytes: UnsafeRawBufferPointer

    init(copying source: [UInt8]) {
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 1)
        source.withUnsafeBytes { memory.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(memory)
    }

    deinit {
        bytes.deallocate()
    }
}

/// The C library's `read` and `write`, which `FileBytes`' own `write` methods shadow inside it.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

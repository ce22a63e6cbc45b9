/// Classification of non-ASCII scalars, from the lexical grammar in The Swift Programming
/// Language ("Identifiers" and "Operators"). Identifiers are accepted leniently: any scalar
/// that is neither an operator character nor a space counts.
enum UnicodeClass {
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0...0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
             0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ scalar: UInt32) -> Bool {
        isOperatorHead(scalar) || isCombiningMark(scalar)
    }

    static func isIdentifierHead(_ scalar: UInt32) -> Bool {
        !isOperatorHead(scalar) && !isCombiningMark(scalar) && !isSpace(scalar)
    }

    static func isIdentifierContinuation(_ scalar: UInt32) -> Bool {
        !isOperatorHead(scalar) && !isSpace(scalar)
    }

    /// Combining marks may continue an identifier or an operator but start neither.
    private static func isCombiningMark(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Unicode spaces and invisible separators, which Swift does not accept in names.
    private static func isSpace(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return true
        default:
            return false
        }
    }
}

/// The effects of generated code as it writes them: `async`, `throws` or `throws(E)` after
/// a function's parameters, and `try`, `await` or `try await` before a call that has them.
struct EffectSpecifiers {
    enum Throwing {
        /// `throws`
        case any
        /// `throws(E)`, with the error type as generated code writes it.
        case typed(String)
    }

    var isAsync: Bool
    var throwing: Throwing?

    static let none = EffectSpecifiers(isAsync: false, throwing: nil)

    var isNone: Bool { !isAsync && throwing == nil }
}

extension EffectSpecifiers {
    init(_ effects: Effects) {
        isAsync = effects.isAsync
        throwing = switch effects.throwing {
        case nil: nil
        case .any: .any
        case .typed(let error): .typed(error.key)
        }
    }
}

extension Expression {
    /// `call`, marked `try` and `await` as calling something with `effects` needs.
    static func calling(_ call: Expression, with effects: Effects) -> Expression {
        effects.isNone ? call : .effectful(EffectSpecifiers(effects), call)
    }
}

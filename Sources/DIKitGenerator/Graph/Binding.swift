/// What supplies a value of one type inside a resolver: a provider method, or an
/// injectable type built with its initializer or factory method.
struct Binding {
    enum Source {
        case provider(ProviderMethod)
        case injectable(InjectableType)
    }

    var source: Source

    /// The type this binding supplies, as written; dependencies are matched by this text.
    var typeName: String {
        switch source {
        case .provider(let provider): provider.returnTypeName
        case .injectable(let type): type.name
        }
    }

    var dependencies: [DependencySlot] {
        switch source {
        case .provider(let provider): provider.parameters
        case .injectable(let type): type.dependencies
        }
    }
}

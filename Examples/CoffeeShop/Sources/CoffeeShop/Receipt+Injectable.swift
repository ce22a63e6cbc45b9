import DIKit

extension Receipt: Injectable {
    struct Dependency {
        let beans: Stock<Bean>
        let pastry: Kitchen.Pastry
    }

    init(dependency: Dependency) {
        self.init(lines: [dependency.pastry.description, dependency.beans.summary])
    }
}

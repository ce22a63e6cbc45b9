import DIKit

protocol LibraryResolver: Resolver {
    static func provideCatalog() -> BookCatalog
    func provideLoans() -> LoanLedger
    /// Returns nothing: reported as void, which is checked before `static`.
    static func provideReset()
}

final class BookCatalog {}

final class LoanLedger {}

import Core
import DIKit
import Widget

/// Refines Core's resolver: Core's clock is its own, the widget's is not.
protocol AppResolver: CoreResolver {}

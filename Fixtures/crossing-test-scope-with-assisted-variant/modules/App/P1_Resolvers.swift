import DIKit

protocol P1_AppResolver: Resolver {
}

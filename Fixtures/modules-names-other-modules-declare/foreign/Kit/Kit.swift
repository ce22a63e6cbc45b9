// A framework the modules import and dikitgen is not given, which declares names the
// modules declare too (as Swift Testing declares `Tag`, `Issue` and `Event`, and a server
// framework `RequestID`).
public struct Tag {}
public struct Issue {}
public struct RequestID {}

struct App: AppResolver {}

#if DEBUG
print(App().makeInspectorResolver(session: "session 1").resolveInspector().description)
#else
print(App().resolveInspector(session: "no scope").description)
#endif

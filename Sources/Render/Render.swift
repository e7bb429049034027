/// The Render target; see docs/architecture.md.
enum RenderNamespace {}

/// The Jupyter target; see docs/architecture.md.
enum JupyterNamespace {}

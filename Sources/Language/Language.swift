/// The Language target; see docs/architecture.md.
enum LanguageNamespace {}

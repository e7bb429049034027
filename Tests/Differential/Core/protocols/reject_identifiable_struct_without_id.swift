// A struct has no default `id`: only a class gets one (its ObjectIdentifier), so `Tag` does not
// conform to Identifiable, directly or through a protocol that refines it.
print("this program must not run")
protocol Labelled: Identifiable { var label: String { get } }
struct Tag: Labelled { let label: String }
print(Tag(label: "a").label)

// expect error: type 'Tag' does not conform to protocol 'Identifiable'

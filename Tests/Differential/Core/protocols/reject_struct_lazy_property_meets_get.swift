// A structure's `lazy var` has a `mutating get`, which a protocol's plain `{ get }` does not allow.
print("this program must not run")
protocol Labelled {
    var label: String { get }
}
struct Badge: Labelled {
    lazy var label: String = "badge"
}
var badge = Badge()
print(badge.label)

// expect error: type 'Badge' does not conform to protocol 'Labelled'

// An initialiser that cannot fail may not delegate to one written `init?` (one written `init!`
// would be forced).
print("this program must not run")
struct Port {
    var number: Int
    init?(_ number: Int) {
        guard (1...65535).contains(number) else { return nil }
        self.number = number
    }
    init(text: String) {
        self.init(Int(text) ?? 80)
    }
}
print(Port(text: "8080").number)

// expect error: a non-failable initializer cannot delegate to failable initializer 'init(_:)' written with 'init?'

// A protocol extension provides a default that a conformer may replace.
protocol Greeter {
    var name: String { get }
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "Hello, \(name)" }
}
struct Plain: Greeter { let name: String }
struct Loud: Greeter {
    let name: String
    func greet() -> String { "HEY \(name.uppercased())!" }
}
print(Plain(name: "Ann").greet())
print(Loud(name: "Bob").greet())

// expect: Hello, Ann
// expect: HEY BOB!

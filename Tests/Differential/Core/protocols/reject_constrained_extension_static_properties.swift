// Static properties of protocol extensions constrained on an associated type, on a type they do not fit.
print("this program must not run")
protocol Sink {
    associatedtype Input
    mutating func push(_ x: Input)
}
struct Log: Sink { mutating func push(_ x: String) {} }
extension Sink where Input: Numeric {
    static var one: Input { 1 }
}
extension Sink where Input == Int {
    static var two: Int { 2 }
}
print(Log.one, Log.two)

// expect error: static property 'one' requires that 'String' conform to 'Numeric'

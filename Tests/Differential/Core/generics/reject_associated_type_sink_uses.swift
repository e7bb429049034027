// Fixed associated types checked on conformers, a generic conformer, a forwarding generic function
// and a constrained extension's static method.
print("this program must not run")
protocol Sink {
    associatedtype Input
    mutating func push(_ x: Input)
}
struct Log: Sink { mutating func push(_ x: String) {} }
struct Box<T>: Sink { mutating func push(_ x: T) {} }
func feedNumbers<S: Sink>(_ s: inout S) where S.Input == Int { s.push(1) }
extension Sink where Input == String {
    mutating func shout(_ x: String) { push(x.uppercased()) }
}
extension Sink where Input: Numeric {
    static func zero() -> Input { 0 }
}
var log = Log()
feedNumbers(&log)
var box = Box<Int>()
box.shout("x")
feedNumbers(&box)
var sbox = Box<String>()
feedNumbers(&sbox)
func g<S: Sink>(_ s: inout S) where S.Input == String { feedNumbers(&s) }
print(Log.zero())

// expect error: global function 'feedNumbers' requires the types 'String' and 'Int' be equivalent

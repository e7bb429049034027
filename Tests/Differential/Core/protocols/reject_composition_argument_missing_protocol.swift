// A value passed for a `P & Q` parameter that conforms to P only: swiftc names the protocol it lacks.
print("this program must not run")
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Pet: Named { var name = "rex" }
func show(_ x: Named & Aged) -> String { "\(x.name) \(x.age)" }
print(show(Pet()))

// expect error: argument type 'Pet' does not conform to expected type 'Aged'

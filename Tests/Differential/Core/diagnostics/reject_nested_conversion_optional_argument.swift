// A failable conversion's result passed on to String(_:) beside a program's initialiser of Int:
// swiftc asks to unwrap the optional, it does not blame the program's initialiser.
print("this program must not run")
struct Foo { var n = 1 }
extension Int { init(_ f: Foo) { self = f.n } }
print(String(Int(String(5))))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'

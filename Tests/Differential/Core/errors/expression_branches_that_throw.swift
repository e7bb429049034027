// if and switch expressions whose branch throws, alone or after statements (a do/catch among
// them), as swiftc allows; the branch has no value, and the throw leaves the expression.
enum E: Error { case x, y }
func check(_ s: String) throws { if s.count > 1 { throw E.x } }
func parse(_ s: String) throws -> Int {
    let n = if let v = Int(s) {
        v
    } else if s.isEmpty {
        throw E.y
    } else {
        let message = "bad: " + s
        print(message)
        do { try check(s) } catch { print("inner", error) }
        throw E.x
    }
    return n
}
for s in ["12", "", "zz"] {
    do { print(try parse(s)) } catch { print("caught", error) }
}
func kind(_ n: Int) throws -> String {
    let k = switch n {
    case 0: "zero"
    case 1:
        print("one is rejected")
        throw E.y
    default: "many"
    }
    return k
}
for n in 0...2 { print((try? kind(n)) ?? "nil") }
let closure = { (s: String) throws -> Int in if s == "a" { 1 } else { throw E.x } }
print((try? closure("a")) as Any, (try? closure("b")) as Any)
func f(_ c: Bool) throws -> Int {
    let v = if c { throw E.x } else { 1 }
    return v
}
print((try? f(true)) as Any, (try? f(false)) as Any)
func g(_ n: Int) throws -> String {
    let s = switch n {
    case 0: "zero"
    case 1: throw E.x
    default: "many"
    }
    return s
}
print((try? g(0)) as Any, (try? g(1)) as Any, (try? g(5)) as Any)
func h(_ c: Bool) throws -> Int {
    return if c { 2 } else { throw E.x }
}
print((try? h(true)) as Any, (try? h(false)) as Any)
func k(_ c: Bool) -> Int {
    let v = if c { 3 } else { fatalError("no") }
    return v
}
print(k(true))

// expect: 12
// expect: caught y
// expect: bad: zz
// expect: inner x
// expect: caught x
// expect: zero
// expect: one is rejected
// expect: nil
// expect: many
// expect: Optional(1) nil
// expect: nil Optional(1)
// expect: Optional("zero") nil Optional("many")
// expect: Optional(2) nil
// expect: 3

// Dynamic casts look through an optional's levels: a nil casts to any optional type's nil and
// to nothing else, a present optional casts its payload (`Optional(3) as Any` is an Int).
let anyNil: Any = Optional<Int>.none as Any
let anyThree: Any = Optional(3) as Any
print((anyNil as? Int?) as Any, (anyNil as? Int) as Any, anyNil is Int?, anyNil is Int)
print((anyThree as? Int?) as Any, (anyThree as? Int) as Any, anyThree is Int?, anyThree is Int)
let anySomeNil: Any = Optional<Optional<Int>>.some(nil) as Any
print(anySomeNil, (anySomeNil as? Int??) as Any, (anySomeNil as? Int?) as Any)
let anyString: Any = Optional<String>.none as Any
print((anyString as? Int?) as Any, anyString is Int?, (anyString as? String?) as Any)
let deep: Any = Optional(Optional(5)) as Any
print((deep as? Int) as Any, (deep as? Int?) as Any, (deep as? Int??) as Any, (deep as? Int???) as Any)
let o: Int? = 3
let n: Int? = nil
print((o as? Int) as Any, (n as? Int) as Any, o is Int, n is Int, n is Int?)
let items: [Any] = [1, Optional(2) as Any, Optional<Int>.none as Any, "s"]
for v in items {
    switch v {
    case let i as Int: print("int", i)
    case let i as Int?: print("optional", i as Any)
    default: print("other")
    }
}

// expect: Optional(nil) nil true false
// expect: Optional(Optional(3)) Optional(3) true true
// expect: Optional(nil) Optional(Optional(nil)) Optional(nil)
// expect: Optional(nil) true Optional(nil)
// expect: Optional(5) Optional(Optional(5)) Optional(Optional(Optional(5))) Optional(Optional(Optional(Optional(5))))
// expect: Optional(3) nil true false true
// expect: int 1
// expect: int 2
// expect: optional nil
// expect: other

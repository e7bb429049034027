// `AnyObject` as a parameter, a variable, an array's and a dictionary's element: class
// instances of any class, compared by identity (`===`), cast back with `is`, `as?` and `as!`.
class Animal { func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "woof" } }
final class Box { var v = 5 }
func key(_ x: AnyObject) -> ObjectIdentifier { ObjectIdentifier(x) }
let box = Box()
let o: AnyObject = box
let p = box as AnyObject
print(key(box) == key(o), o === p, o === Box(), o !== Box())
print((o as? Box)?.v ?? 0, (p as! Box).v, o is Dog)
let zoo: [AnyObject] = [Animal(), Dog(), box]
for x in zoo {
    if let d = x as? Dog { print("dog", d.speak()) }
    else if let a = x as? Animal { print("animal", a.speak()) }
    else { print("other") }
}
print(zoo.filter { $0 is Animal }.count)
var named: [String: AnyObject] = [:]
named["box"] = box
var maybe: AnyObject? = nil
print(maybe == nil, (named["box"] as? Box)?.v ?? 0)
maybe = Dog()
print(maybe is Dog, maybe is Box)

// expect: true true false true
// expect: 5 5 false
// expect: animal ...
// expect: dog woof
// expect: other
// expect: 2
// expect: true 5
// expect: true false

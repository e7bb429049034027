// A method of `extension P where Self: SomeClass` used on a struct conforming to P.
print("this program must not run")
class Base { var id = 7 }
protocol Tagged {}
extension Tagged where Self: Base {
    func tag() -> String { "tag \(id)" }
}
struct Plain: Tagged {}
print(Plain().tag())

// expect error: referencing instance method 'tag()' on 'Tagged' requires that 'Plain' inherit from 'Base'

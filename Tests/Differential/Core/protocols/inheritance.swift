// A protocol that refines another; a conformer satisfies both.
protocol Named { var name: String { get } }
protocol Aged: Named { var age: Int { get } }
struct Person: Aged {
    var name: String
    var age: Int
}
func introduce(_ x: some Aged) -> String { "\(x.name), \(x.age)" }
print(introduce(Person(name: "Lin", age: 30)))
let named: any Named = Person(name: "Kim", age: 5)
print(named.name)

// expect: Lin, 30
// expect: Kim

// ?. short-circuits to nil; the result is always optional.
struct Address { var city: String }
struct Person { var name: String; var address: Address? }
let people = [Person(name: "A", address: Address(city: "Rome")), Person(name: "B", address: nil)]
for p in people {
    print(p.address?.city ?? "unknown", p.address?.city.count as Any)
}
let maybe: [Int]? = [1, 2, 3]
print(maybe?.count as Any, maybe?.first as Any, maybe?.map { $0 * 2 } as Any)

// expect: Rome Optional(4)
// expect: unknown nil
// expect: Optional(3) Optional(1) Optional([2, 4, 6])

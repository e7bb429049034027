// Through any P, only the protocol's members are visible.
print("this program must not run")
protocol Named { var name: String { get } }
struct City: Named { var name: String; var population: Int }
let n: any Named = City(name: "Oslo", population: 700_000)
print(n.population)

// expect error: value of type 'any Named' has no member 'population'

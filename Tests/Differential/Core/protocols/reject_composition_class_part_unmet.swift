// A class that conforms to the protocol but is not the composition's class does not convert.
print("this program must not run")
protocol Named { var name: String { get } }
class Base {}
class Other: Named { var name = "other" }
let value: Base & Named = Other()
print(value.name)

// expect error: cannot convert value of type 'Other' to specified type 'Base'

// A protocol requirement written with `let`.
print("this program must not run")
protocol Named {
    let name: String
}
struct Dog: Named { let name = "Rex" }
print(Dog().name)

// expect error: protocols cannot require properties to be immutable; declare read-only properties by using 'var' with a '{ get }' specifier

// Only a parameter constrained to Identifiable has `id`: an unconstrained `T` has no such member.
print("this program must not run")
struct User: Identifiable { let id: Int }
func label<T>(_ x: T) -> String { "\(x.id)" }
print(label(User(id: 1)))

// expect error: value of type 'T' has no member 'id'

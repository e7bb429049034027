// Two overloads that each need the argument converted tie: no exact matches.
print("this program must not run")
struct Badge {}
func show(_ badge: Badge) { print("badge") }
func show(_ text: String) { print(text) }
let count: Int? = 3
show(count)

// expect error: no exact matches in call to global function 'show'

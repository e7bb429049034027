// A memberwise initializer called with a label the struct does not declare.
print("this program must not run")
struct Badge { var title: String; var count: Int }
let b = Badge(name: "new", count: 2)
print(b.title)

// expect error: incorrect argument label in call (have 'name:count:', expected 'title:count:')

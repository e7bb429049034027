// An array literal indexed once takes its element type from what the result is wanted as, so its
// implicit members resolve: `[.red, .blue][i]` for a `Shade`, as an argument too.
enum Shade { case red, blue, green }
let i = 1
let picked: Shade = [.red, .blue][i]
print(picked)
func describe(_ shade: Shade) -> String { "\(shade)" }
print(describe([.green, .red][0]))
let maybe: Shade? = [.blue, .green][1]
print(maybe ?? .red)

// expect: blue
// expect: green
// expect: green

// Substring's one initialiser of two arguments is init(repeating: Character, count: Int):
// two unlabelled arguments miss its labels, and a String is no Character.
print("this program must not run")
let text = "hello"
let a = Substring(text, 3)
let b = Substring(5, 3)
let c = Substring("a", 3)
let g: Double = 2
let d = Substring("x", g)
let e = String(text, 3)
print(a, b, c, d, e)

// expect error: missing argument labels 'repeating:count:' in call

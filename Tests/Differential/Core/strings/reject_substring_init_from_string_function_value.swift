// A String fits several of Substring's initialisers alike: `Substring.init` there is ambiguous.
print("this program must not run")
let parts = ["a", "b"]
let pieces = parts.map(Substring.init)
let make: (String) -> Substring = Substring.init
print(pieces, make("c"))

// expect error: ambiguous use of 'init'

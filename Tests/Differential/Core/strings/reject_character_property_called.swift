// A Character's property called as a method: its Bool cannot be called.
print("this program must not run")
let c: Character = "a"
print(c.isLetter())

// expect error: cannot call value of non-function type 'Bool'

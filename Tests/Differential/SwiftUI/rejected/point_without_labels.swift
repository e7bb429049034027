// CGPoint's initialiser needs its labels.
print("this program must not run")
let p = CGPoint(1, 2)
print(p)

// expect error: missing argument labels 'x:y:' in call

// save(_:to:) needs its `to:` label.
print("this program must not run")
save(Circle(), "a.png")

// expect error: missing argument label 'to:' in call

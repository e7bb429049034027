// Path's addLine(to:) called without its label.
print("this program must not run")
Path { p in
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(CGPoint(x: 10, y: 10))
}

// expect error: missing argument label 'to:' in call

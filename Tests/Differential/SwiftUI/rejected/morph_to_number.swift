// Morph's shapes must be Shapes.
print("this program must not run")
Morph(from: Circle(), to: 5, progress: 0.5)

// expect error: initializer 'init(from:to:progress:samples:)' requires that 'Int' conform to 'Shape'

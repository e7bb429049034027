// fill needs a ShapeStyle.
print("this program must not run")
Circle().fill(3)

// expect error: instance method 'fill(_:style:)' requires that 'Int' conform to 'ShapeStyle'

// Path's addArc(center:radius:startAngle:endAngle:clockwise:) given plain numbers for its Angles.
print("this program must not run")
Path { p in
    p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 90, clockwise: false)
}

// expect error: cannot convert value of type 'Int' to expected argument type 'Angle'

// Path's addArc(center:radius:startAngle:endAngle:clockwise:) called without `clockwise:`.
print("this program must not run")
Path { p in
    p.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(90))
}

// expect error: missing argument for parameter 'clockwise' in call

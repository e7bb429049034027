// An enum case named bare inside an instance method cannot be used as an instance member.
print("this program must not run")
enum Light { case on, off
    func toggled() -> Light { self == on ? .off : .on }
}
print(Light.on.toggled())

// expect error: enum case 'on' cannot be used as an instance member

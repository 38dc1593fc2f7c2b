import Foundation
import WidgetArchive
import WidgetCompiler
import WidgetRender
import WidgetSyntax

/// `wdl render IN [--family F] [--device D] [--mode M] [--scheme S] [--now DATE] [--locked] [--stale] [--luminance-reduced] [--entry N] [--format svg|text|ascii] [-o OUT]`.
enum RenderCommand {
    static let command = Command(
        name: "render",
        abstract:
            "Render an archive (or a .wdl, compiled on the fly) to SVG, a layout dump or ASCII.",
        usage:
            "wdl render <in.wdla|in.wdl> [--family <family>] [--device <name>] [--mode fullColor|accented|vibrant] [--scheme light|dark] [--now <date>] [--locked] [--no-background] [--stale] [--luminance-reduced] [--entry <n>] [--widget <name>] [--updates <U.json>] [--locale <id>] [--time-zone <zone>] [--dynamic-type <size>] [--system <iOS version>] [--appearance clear|tinted] [--tint <#RRGGBB>] [--state on|off] [--level-of-detail default|simplified] [--pseudo double-length|right-to-left] [--format svg|text|ascii] [-o <out>]",
        details: """
            A .wdl is compiled with its placeholder first. --family also takes a Live
            Activity presentation (lockScreen, compactLeading, compactTrailing, minimal,
            expandedLeading, ...); without it, the first family the widget declares (an
            activity's Lock Screen). --format svg draws the picture, ascii a character
            picture, text the layout's frames; without it, the format is read from
            -o's extension (.svg, .txt for ascii), and ascii on standard output.
            Defaults: the device iphone-17-pro, the family's usual
            mode (vibrant on the Lock Screen, full colour elsewhere), light, now = the
            entry's date, the first entry. --widget NAME picks the widget or activity of
            a .wdl that declares several. --locale (en-US, ko-KR, de-DE, ...) and
            --time-zone (UTC, Asia/Seoul, ...) format dates, times, relative dates and
            numbers as a device there does (defaults en-US and UTC); a .wdl's body is
            compiled in them too, while an archive keeps the text it was compiled
            with (as a device's extension formats in the phone's locale). --dynamic-type (xSmall ... large ... xxxLarge,
            accessibility1 ... accessibility5) scales text styles as the person's
            text size does; fixed sizes do not scale. --locked redacts privacySensitive views;
            --no-background draws the widget as where the system removes its container
            background (StandBy, the Mac desktop; vibrant mode removes it too).
            --stale draws the branches of 'if isStale' for stale content; without it,
            an activity's content is stale once --now reaches its staleDate.
            --luminance-reduced draws those of 'if isLuminanceReduced' (Always On).
            --system 16.0 draws the widget as that iOS release shows it: the branches
            of 'if #available' it takes, and no content margins before iOS 17
            (default: the newest release). In accented mode, --appearance picks the
            iOS 26 Home Screen look, clear or tinted glass (default tinted), and
            --tint its colour (#RRGGBB, default #8AB4F8); on iOS 26 content is white
            in both, on iOS 18 (--system 18.0) the accent group takes the tint.
            A control is drawn where the system shows it: --family controlSmall,
            controlMedium, controlLarge (Control Center), controlLockScreen or
            actionButton; --state on|off draws a toggle in that state (default: its
            value's), and --locked redacts a privacySensitive control.
            --device vision-pro draws a widget on Apple Vision Pro, and
            --level-of-detail simplified the layout it shows a person far from it
            (elsewhere the level of detail is always default).
            --pseudo double-length shows every text twice over, --pseudo right-to-left
            lays the widget out right to left (as --locale ar or he does), as Xcode's
            pseudo-languages show a layout before it is translated.
            --updates U.json compiles a .wdl activity with its updates (one entry
            per content; 'wdl timeline' lists them) instead of its placeholder. Asset
            images come from an Assets/ folder beside the input, and asset colours and
            image sets from an Assets.xcassets catalog beside it, in light and dark.
            Without -o the render goes to standard output.

            """,
        run: run
    )

    @Sendable static func run(_ arguments: [String]) throws -> CommandOutcome {
        let scanner = try ArgumentScanner(
            arguments, command: "render",
            knownFlags: ["--locked", "--no-background", "--stale", "--luminance-reduced"],
            valueOptions: Set([
                "--family", "--device", "--mode", "--scheme", "--now", "--entry", "--format", "-o",
                "--widget", "--dynamic-type", "--system", "--appearance", "--tint", "--state",
                "--level-of-detail",
                "--updates", "--pseudo",
            ]).union(RegionArguments.options))
        guard scanner.files.count == 1, let path = scanner.files.first else {
            throw UsageError(
                "'wdl render' takes one archive or .wdl file", hint: "USAGE: \(command.usage)")
        }
        var request = try RenderRequest(scanner)
        let archive: Archive
        let messages: String
        switch try loadArchive(
            path, widget: scanner.value("--widget"), updates: scanner.value("--updates"),
            region: request.region)
        {
        case .success(let loaded): (archive, messages) = loaded
        case .failure(let error): return error.outcome
        }
        if request.surface == nil { request.surface = archive.metadata.surfaces.first }
        guard let surface = request.surface else {
            throw UsageError(
                "'wdl render' needs --family: the archive declares no family",
                hint: "USAGE: \(command.usage)")
        }
        guard archive.entries.indices.contains(request.entry) else {
            throw UsageError(
                "the archive has \(plural(archive.entries.count, "entry", "entries")); there is no entry \(request.entry + 1)"
            )
        }
        let environment = request.environment(
            for: archive, surface: surface, assets: .beside(path))
        let layout: WidgetLayout
        do {
            layout = try WidgetLayout.make(archive, entry: request.entry, environment: environment)
        } catch {
            return CommandOutcome(
                exitCode: .failure, standardError: "\(path): error: \(error.description)\n")
        }
        let text = request.format.render(layout)
        guard let output = scanner.value("-o"), output != "-" else {
            return CommandOutcome(exitCode: .success, standardOutput: text, standardError: messages)
        }
        try OutputFile.write(Array(text.utf8), to: output)
        // Control Center and the Action button are dark whatever the scheme,
        // and so are the Smart Stack, CarPlay and the menu bar.
        let scheme =
            surface.isDrawnDark || layout.environment.device.kind == .carPlay
            ? layout.environment.scheme : request.scheme
        let size = "\(Int(layout.canvas.width.rounded()))x\(Int(layout.canvas.height.rounded()))"
        let summary =
            "wrote \(output): \(surface.name) \(size) on \(layout.environment.device.name), \(environment.mode.rawValue) \(scheme.rawValue)\n"
        return CommandOutcome(exitCode: .success, standardOutput: summary, standardError: messages)
    }

    /// The archive to draw and the compiler's messages: read from an
    /// archive file, or a .wdl compiled through the pipeline with its
    /// placeholder. A failure is the outcome to return as it is.
    private static func loadArchive(
        _ path: String, widget: String?, updates: String?, region: DisplayRegion
    ) throws -> Result<(Archive, String), OutcomeError> {
        guard path.hasSuffix(".wdl") else {
            if updates != nil {
                throw UsageError("--updates compiles a .wdl; an archive already holds its entries")
            }
            switch try ArchiveLoader.load(path) {
            case .success(let loaded): return .success((loaded, ""))
            case .failure(let message):
                return .failure(
                    OutcomeError(
                        CommandOutcome(
                            exitCode: .failure, standardError: "\(path): error: \(message)\n")))
            }
        }
        let compiled = try Compilation.run(
            path, timelinePath: nil, updatesPath: updates,
            options: InstantiationOptions(declaration: widget, region: region))
        guard let archive = compiled.archive else {
            return .failure(
                OutcomeError(CommandOutcome(exitCode: .failure, standardError: compiled.messages)))
        }
        return .success((archive, compiled.messages))
    }

    /// A command outcome carried as a failure.
    struct OutcomeError: Error {
        let outcome: CommandOutcome
        init(_ outcome: CommandOutcome) { self.outcome = outcome }
    }
}

/// What `wdl render` was asked to draw, each option read and checked.
private struct RenderRequest {
    /// The family or presentation asked for; nil takes the archive's first.
    var surface: Surface?
    let format: RenderFormat
    /// The device `--device` names; nil: the surface's own
    /// (`DeviceCatalog.defaultDevice(for:platforms:)`: a watch for the
    /// Smart Stack or a watchOS-only widget).
    let namedDevice: Device?
    let mode: RenderingMode?
    let scheme: ColorScheme
    /// The entry's index (the option counts from 1).
    let entry: Int
    let now: Date?
    let locked: Bool
    let noBackground: Bool
    let stale: Bool
    let luminanceReduced: Bool
    let region: DisplayRegion
    let dynamicType: DynamicTypeSize
    let system: OSVersion?
    let appearance: AccentedLook.Appearance
    /// A control toggle's state (`--state on|off`); nil draws its value's.
    let controlState: Bool?
    /// `--level-of-detail`: `simplified` draws Apple Vision Pro's far view.
    let levelOfDetail: LevelOfDetail
    let tint: RGBA
    /// `--pseudo`: one of Xcode's pseudo-languages.
    let pseudo: PseudoLanguage?

    init(_ scanner: ArgumentScanner) throws {
        surface = try scanner.value("--family").map(Self.surface)
        format = try RenderFormat.parse(scanner.value("--format"), output: scanner.value("-o"))
        namedDevice = try scanner.value("--device").map(Self.device)
        mode = try scanner.value("--mode").map { name -> RenderingMode in
            guard let mode = RenderingMode(rawValue: name) else {
                throw UsageError("unknown mode '\(name)'; expected fullColor, accented or vibrant")
            }
            return mode
        }
        scheme =
            try scanner.value("--scheme").map { name -> ColorScheme in
                guard let scheme = ColorScheme(rawValue: name) else {
                    throw UsageError("unknown scheme '\(name)'; expected light or dark")
                }
                return scheme
            } ?? .light
        entry =
            try scanner.value("--entry").map { text -> Int in
                guard let number = Int(text), number >= 1 else {
                    throw UsageError("'--entry \(text)' is not an entry number (1, 2, ...)")
                }
                return number - 1
            } ?? 0
        now = try scanner.value("--now").map { try DateArgument.parse($0, option: "--now") }
        region = try RegionArguments.parse(scanner)
        pseudo = try scanner.value("--pseudo").map { name -> PseudoLanguage in
            guard let pseudo = PseudoLanguage(rawValue: name) else {
                throw UsageError(
                    "unknown pseudo-language '\(name)'; expected double-length or right-to-left")
            }
            return pseudo
        }
        dynamicType =
            try scanner.value("--dynamic-type").map { name -> DynamicTypeSize in
                guard let size = DynamicTypeSize(rawValue: name) else {
                    throw UsageError(
                        "unknown Dynamic Type size '\(name)'; expected one of \(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                return size
            } ?? .large
        system = try scanner.value("--system").map { text -> OSVersion in
            guard let version = OSVersion(text) else {
                throw UsageError("'--system \(text)' is not an iOS version such as 16.0 or 17.2")
            }
            return version
        }
        appearance =
            try scanner.value("--appearance").map { name -> AccentedLook.Appearance in
                guard let appearance = AccentedLook.Appearance(rawValue: name) else {
                    throw UsageError("unknown appearance '\(name)'; expected clear or tinted")
                }
                return appearance
            } ?? .tinted
        tint =
            try scanner.value("--tint").map { text -> RGBA in
                let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
                guard digits.count == 6, digits.allSatisfy(\.isHexDigit),
                    let value = UInt32(digits, radix: 16)
                else {
                    throw UsageError("'--tint \(text)' is not a colour such as #8AB4F8")
                }
                return RGBA(hex: value)
            } ?? AccentedLook.defaultTint
        controlState = try scanner.value("--state").map { text -> Bool in
            switch text {
            case "on": return true
            case "off": return false
            default: throw UsageError("'--state \(text)' is not a toggle state; expected on or off")
            }
        }
        levelOfDetail =
            try scanner.value("--level-of-detail").map { text -> LevelOfDetail in
                guard let level = LevelOfDetail(rawValue: text) else {
                    throw UsageError(
                        "'--level-of-detail \(text)' is not a level; expected default or simplified"
                    )
                }
                return level
            } ?? .default
        locked = scanner.flags.contains("--locked")
        noBackground = scanner.flags.contains("--no-background")
        stale = scanner.flags.contains("--stale")
        luminanceReduced = scanner.flags.contains("--luminance-reduced")
    }

    private static func surface(_ name: String) throws -> Surface {
        guard let surface = Surface(name: name) else {
            let names =
                WidgetFamily.allCases.map(\.rawValue)
                + ActivityPresentation.allCases.map(\.rawValue)
                + ControlSurface.allCases.map(\.rawValue)
            throw UsageError(
                "unknown family '\(name)'"
                    + (Spelling.closest(to: name, in: names).map { " (did you mean '\($0)'?)" }
                        ?? ""))
        }
        return surface
    }

    private static func device(_ name: String) throws -> Device {
        guard let device = DeviceCatalog.device(named: name) else {
            throw UsageError(
                "unknown device '\(name)'"
                    + (Spelling.closest(to: name, in: DeviceCatalog.all.map(\.name)).map {
                        " (did you mean '\($0)'?)"
                    } ?? ""),
                hint: "Run 'wdl devices' for the list.")
        }
        return device
    }

    /// The display environment for `archive`'s chosen entry.
    func environment(for archive: Archive, surface: Surface, assets: SourceAssets)
        -> DisplayEnvironment
    {
        let device =
            namedDevice
            ?? DeviceCatalog.defaultDevice(
                for: surface, platforms: archive.metadata.declaredPlatforms)
        var environment = DisplayEnvironment(
            surface: surface, device: device, mode: mode, scheme: scheme,
            now: now ?? archive.entries[entry].date, locked: locked,
            showsBackground: noBackground ? false : nil, assets: assets)
        environment.region = region
        environment.dynamicTypeSize = dynamicType
        environment.isStale = stale
        environment.isLuminanceReduced = luminanceReduced
        environment.systemVersion = system
        environment.accentedAppearance = appearance
        environment.accentTint = tint
        environment.controlState = controlState
        environment.levelOfDetail = levelOfDetail
        environment.pseudoLanguage = pseudo
        return environment
    }
}

/// The output formats of `wdl render`.
private enum RenderFormat: String {
    case svg, text, ascii

    /// The format `--format` names, or else the one `output`'s extension
    /// says (`.svg`; `.txt` for the character picture), or else ascii on
    /// standard output. A format that contradicts the extension is refused.
    static func parse(_ value: String?, output: String?) throws -> RenderFormat {
        let implied = output.flatMap(implied(by:))
        guard let value else {
            if let implied { return implied }
            guard let output, output != "-" else { return .ascii }
            throw UsageError(
                "'wdl render' cannot tell the format from '\(output)'; name it with --format svg, text or ascii"
            )
        }
        guard let format = RenderFormat(rawValue: value) else {
            throw UsageError("unknown format '\(value)'; expected svg, text or ascii")
        }
        if let implied, (implied == .svg) != (format == .svg) {
            throw UsageError(
                "'\(output ?? "")' names \(implied == .svg ? "an SVG" : "a text") file; --format \(value) writes \(format == .svg ? "SVG" : "text")"
            )
        }
        return format
    }

    /// The format an output file's extension names, if it names one.
    private static func implied(by output: String) -> RenderFormat? {
        switch (output as NSString).pathExtension.lowercased() {
        case "svg": .svg
        case "txt": .ascii
        default: nil
        }
    }

    func render(_ layout: WidgetLayout) -> String {
        switch self {
        case .svg: SVGRenderer.render(layout)
        case .ascii: ASCIIRenderer.render(layout)
        case .text: TextRenderer.render(layout)
        }
    }
}

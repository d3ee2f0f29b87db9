import LayoutShotUIKit

// The cells of Ray Wenderlich's "Jungle Cup" stretchy-header tutorial as the tutorial writes
// them (a parallax image inside each cell, a header whose dark overlay follows the scroll),
// drawn by `views:` in docs/jungle-cup.yaml. Both read the layout's own attributes subclass in
// `apply(_:)`, exactly as on iOS.

/// A team's photo: an image view larger than the cell, shifted by the attributes' parallax,
/// and the team's name on a dark band.
final class TeamCell: UICollectionViewCell {
    let photo = UIImageView(frame: .zero)
    let nameBand = UIView(frame: .zero)
    let name = UILabel(frame: .zero)
    private var parallax: CGFloat = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        photo.image = UIImage(named: "team-photo")
        contentView.addSubview(photo)
        nameBand.backgroundColor = UIColor(white: 0, alpha: 0.55)
        contentView.addSubview(nameBand)
        name.textColor = .white
        name.font = .boldSystemFont(ofSize: 17)
        nameBand.addSubview(name)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        parallax = (layoutAttributes as? StretchyLayoutAttributes)?.parallax.y ?? 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The photo overhangs the cell by the largest parallax (60) above and below.
        photo.frame = contentView.bounds.insetBy(dx: 0, dy: -60).offsetBy(dx: 0, dy: parallax)
        nameBand.frame = CGRect(x: 0, y: contentView.bounds.height - 36, width: contentView.bounds.width, height: 36)
        name.frame = nameBand.bounds.insetBy(dx: 12, dy: 0)
    }
}

/// The big header: the team's banner and a black overlay whose alpha the layout's attributes
/// set as content scrolls over it.
final class BannerView: UICollectionReusableView {
    let banner = UIImageView(frame: .zero)
    let overlay = UIView(frame: .zero)
    let title = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        backgroundColor = UIColor(red: 0.18, green: 0.42, blue: 0.24, alpha: 1)
        banner.image = UIImage(named: "banner")
        addSubview(banner)
        title.text = "Jungle Cup"
        title.textColor = .white
        title.font = .boldSystemFont(ofSize: 30)
        title.textAlignment = .center
        addSubview(title)
        overlay.backgroundColor = .black
        addSubview(overlay)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        overlay.alpha = (layoutAttributes as? StretchyLayoutAttributes)?.headerOverlayAlpha ?? 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        banner.frame = bounds.insetBy(dx: 24, dy: 24)
        title.frame = CGRect(x: 0, y: bounds.midY - 20, width: bounds.width, height: 40)
        overlay.frame = bounds
    }
}

/// A section header: the group's name on a light bar.
final class GroupHeaderView: UICollectionReusableView {
    let title = UILabel(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.94, alpha: 1)
        title.font = .boldSystemFont(ofSize: 15)
        title.textColor = UIColor(white: 0.2, alpha: 1)
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

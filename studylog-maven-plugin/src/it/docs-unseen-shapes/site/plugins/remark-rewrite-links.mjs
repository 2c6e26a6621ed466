// A stand-in for a site's own plugin: ./x.md in the source becomes ./x in the built page.
export default function remarkRewriteLinks() {
	return () => {};
}

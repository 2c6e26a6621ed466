// generated before the build
export default {
	'/setup/': '/guides/install/',
	'/removed/': '/guides/gone/',
};

// Types are not generated into the project (`types/generated` is git-ignored).
export default { autogenerate: false };

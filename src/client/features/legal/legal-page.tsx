// Moved to src/client/components (the guarantee page is written with the same parts); kept for this feature's imports.
export * from '#client/components/legal-document.tsx';

// Empty on purpose: without it, Next.js looks upward and would build this reference with the product's config.
const nextConfig = {};

export default nextConfig;
